/** HIMACS landing tabs, English (the reference text every other language translates). */
import type { HimacsTopics } from "../../keys";

export const HIMACS_EN: HimacsTopics = {
  "quality.design": {
    title: "Design without seams",
    paragraphs: [
      "HIMACS is an acrylic solid surface: a blend of acrylic, natural minerals and pigments that is the same colour and composition all the way through. Sheets are joined with colour-matched adhesive and sanded until the joint disappears, so a reception desk, a kitchen island or an entire wall reads as a single, continuous piece.",
      "Heated, the material becomes pliable and can be thermoformed into curves, waves and three-dimensional shapes that hold their form once cool. From solid whites to translucent Lucent colours that glow when backlit, the palette gives architects and designers the freedom to shape a surface rather than assemble it.",
    ],
  },
  "quality.performance": {
    title: "Built for daily use",
    paragraphs: [
      "Because HIMACS is non-porous, liquids, stains and bacteria stay on the surface, where a damp cloth removes them. It withstands the wear of kitchens, hospitals, hotels and shops, and everyday scratches or marks can be sanded out on site, restoring the original finish without replacing the part.",
      "Every HIMACS sheet installed by a certified fabricator is covered by a {warrantyYears}-year transferable limited warranty, which passes to the next owner of the building along with the surface itself.",
    ],
  },
  "quality.fabrication": {
    title: "Worked like fine hardwood",
    paragraphs: [
      "HIMACS is cut, routed, drilled and sanded with the carbide-tipped tools of a joinery workshop. Edge profiles are milled directly into the sheet, sinks and bowls are bonded in without a visible joint, and inlays of a second colour can be set flush into the surface.",
      "Our network of trained and certified fabricators knows the material's thermoforming and bonding techniques, and our fabrication manuals and technical service support every project from the first drawing to final installation.",
    ],
  },
  "quality.sustainability": {
    title: "A surface that lasts",
    paragraphs: [
      "The most sustainable surface is the one that does not need replacing. HIMACS is renewable: it can be repaired and refinished on site many times over its life. Selected colours contain recycled content, and offcuts from fabrication can be reused for smaller parts and inlays.",
    ],
  },
  "certification.environment": {
    title: "Independently verified",
    paragraphs: [
      "HIMACS holds environmental product declarations and indoor air quality certifications from independent bodies, which confirm its low emissions of volatile organic compounds. These declarations give architects the data they need for green building rating systems such as LEED and BREEAM.",
    ],
  },
  "certification.fireRating": {
    title: "Tested for fire safety",
    paragraphs: [
      "HIMACS is classified B1, flame-retardant, under the German standard DIN 4102. The classification is valid for all colours at a thickness of {fireTestThickness}, so the choice of colour never limits where the material may be used.",
      "Further classifications to EN 13501-1 and to national standards are listed in each colour's technical data sheet and certificates.",
    ],
  },
  "certification.exteria": {
    title: "Exteria, certified for façades",
    paragraphs: [
      "The Exteria colours are formulated for exterior use and have been tested for resistance to UV light, weathering and changes of temperature. Their façade applications carry national technical approvals, so ventilated façades, balconies and outdoor furniture can be specified with confidence.",
    ],
  },
  "certification.hygiene": {
    title: "Hygienic by nature",
    paragraphs: [
      "With no pores and no visible joints, HIMACS leaves bacteria, mould and fungi nowhere to settle. Independent laboratories have certified it for contact with food and for use in hygienic environments, which is why it is specified for hospital rooms, laboratories, commercial kitchens and care homes.",
    ],
  },
  "certification.process": {
    title: "Quality in every step",
    paragraphs: [
      "HIMACS is made in plants certified to ISO 9001 for quality management and ISO 14001 for environmental management. Each production batch is checked for colour, dimensions and mechanical properties before it leaves the factory.",
    ],
  },
  "sustainability.commitment": {
    title: "Our commitment",
    paragraphs: [
      "We treat sustainability as part of how a surface is designed, made and used. Since {greenhouseSince}, changes to our production have cut greenhouse gas emissions by {greenhouseTons} tons a year, and we continue to reduce the energy, water and raw material each sheet needs.",
    ],
  },
  "sustainability.materialSafety": {
    title: "Safe materials",
    paragraphs: [
      "HIMACS is made without heavy metals and releases no harmful substances in use. Its raw materials are selected and monitored under the European REACH regulation, and its low emissions make it suitable for schools, homes and healthcare.",
    ],
  },
  "sustainability.manufacturing": {
    title: "Cleaner manufacturing",
    paragraphs: [
      "Our plants recover heat from their processes, recycle process water and return production scrap to the manufacturing cycle. Energy use and emissions are measured and reported every year under our ISO 14001 environmental management system.",
    ],
  },
  "sustainability.processing": {
    title: "Less waste in the workshop",
    paragraphs: [
      "HIMACS is fabricated with ordinary woodworking machines and water-free sanding, without chemical treatments. Offcuts can be bonded into new parts, and repairs on site extend the life of an installation instead of sending it to landfill.",
    ],
  },
  "sustainability.transport": {
    title: "Shorter journeys",
    paragraphs: [
      "Sheets are shipped from regional distribution centres close to the fabricators who use them, on pallets packed to make full use of every load. Fewer, fuller shipments mean less fuel and fewer emissions between the factory and the finished project.",
    ],
  },
};
