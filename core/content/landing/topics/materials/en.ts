/** Landing tabs of the other families, English: per material for quality, shared for the rest. */
import type { GenericTopics } from "../../keys";

export const MATERIALS_EN: GenericTopics = {
  "quality.design.quartz": {
    title: "The look of natural stone",
    paragraphs: [
      "VIATERA quartz surface combines natural quartz with high-quality resins and pigments. The result captures the depth and veining of marble and granite with a consistency no quarry can offer: every slab of a colour matches the next, so large kitchens and long counters stay uniform from end to end.",
    ],
  },
  "quality.performance.quartz": {
    title: "Hard-wearing and easy to keep",
    paragraphs: [
      "Quartz is one of the hardest minerals in nature, which makes VIATERA highly resistant to scratches and chips. Its non-porous surface resists stains from coffee, wine and oil, and it never needs sealing: warm water and a mild detergent keep it looking new.",
    ],
  },
  "quality.fabrication.quartz": {
    title: "Cut to measure",
    paragraphs: [
      "VIATERA slabs are fabricated with water-cooled diamond tools by stone workshops, which cut sink openings, polish edges and shape profiles to each project's drawings. Matching quartz sinks can be installed undermount for a clean, continuous line.",
    ],
  },
  "quality.design.porcelain": {
    title: "Large formats, fine detail",
    paragraphs: [
      "TERACANTO porcelain surface is pressed from fine clays and minerals and fired at high temperature into large, thin slabs. Digital decoration reproduces stone, concrete and metal with striking realism, for worktops, walls, floors and furniture in a single coordinated look.",
    ],
  },
  "quality.performance.porcelain": {
    title: "Unaffected by heat and light",
    paragraphs: [
      "Fired porcelain resists heat, scratches, chemicals and UV light. Hot pans can be set down on it, cleaning agents do not mark it, and its colours do not fade in the sun, which makes TERACANTO as suitable for outdoor kitchens and façades as for interiors.",
    ],
  },
  "quality.fabrication.porcelain": {
    title: "Precise fabrication",
    paragraphs: [
      "TERACANTO is cut with water-jet and diamond tools by fabricators trained in sintered surfaces. Mitred edges carry the pattern around corners so that a worktop looks like a solid block, and slabs can be book-matched for continuous veining.",
    ],
  },
  "quality.design.panel": {
    title: "Walls and furniture in one finish",
    paragraphs: [
      "BORTE panels bring the warmth of wood, the calm of stone and clean solid colours to walls, doors and furniture. Surfaces and edges are finished to match, so a complete interior can be designed in a single, coordinated material.",
    ],
  },
  "quality.performance.panel": {
    title: "A durable decorative surface",
    paragraphs: [
      "The decorative surface of BORTE resists scratches, impacts and everyday cleaning agents, and it keeps its colour under daylight. Panels stay flat and stable, so large walls and tall cabinet doors remain true over years of use.",
    ],
  },
  "quality.fabrication.panel": {
    title: "Ready to install",
    paragraphs: [
      "BORTE panels are cut and edged with standard woodworking machines and fixed with common joinery systems. Matching edge bands and accessories make installation quick and the finished result clean.",
    ],
  },
  "quality.design.interiorFilm": {
    title: "New surfaces without demolition",
    paragraphs: [
      "Our architectural and decorative films are self-adhesive surfaces with the look and feel of wood, stone, metal, leather and fabric. Applied to doors, walls, furniture and fittings, they transform an interior without removing what is already there.",
    ],
  },
  "quality.performance.interiorFilm": {
    title: "Made for busy interiors",
    paragraphs: [
      "The films resist scratches, stains and moisture, and they are easy to clean. Hotels, offices and shops use them to refurbish while staying open, because the work is quiet, fast and clean.",
    ],
  },
  "quality.fabrication.interiorFilm": {
    title: "Simple to apply",
    paragraphs: [
      "Air-release adhesive lets installers position the film, press out bubbles and wrap it around edges and profiles. Flat and curved surfaces alike can be covered on site, with no special tools beyond a squeegee and a heat gun.",
    ],
  },
  "quality.design.exteriorFilm": {
    title: "Façades renewed",
    paragraphs: [
      "Exterior film gives façades, entrance doors, window frames and outdoor cladding a new finish in wood, metal and solid colours, without replacing the components underneath.",
    ],
  },
  "quality.performance.exteriorFilm": {
    title: "Built for the weather",
    paragraphs: [
      "Exterior film is formulated to resist UV light, rain and changes of temperature. Its colours stay stable and its surface stays intact after years outdoors, in sun and in frost.",
    ],
  },
  "quality.fabrication.exteriorFilm": {
    title: "Laminated or applied on site",
    paragraphs: [
      "The film is laminated onto profiles and panels in the factory or applied by trained installers on site, with adhesives and primers chosen for the substrate.",
    ],
  },
  "quality.design.signFilm": {
    title: "Graphics that get noticed",
    paragraphs: [
      "VIZUON sign and graphic films carry brands onto vehicles, shop windows, illuminated signs and buildings. Printable, cut and translucent films work together, so a complete identity can be produced in one coordinated system.",
    ],
  },
  "quality.performance.signFilm": {
    title: "Colour that holds",
    paragraphs: [
      "VIZUON films keep their colour and adhesion outdoors, and removable grades come away cleanly at the end of a campaign. Translucent films spread light evenly across illuminated signs, with no hot spots.",
    ],
  },
  "quality.fabrication.signFilm": {
    title: "For print and plotter",
    paragraphs: [
      "The films run on solvent, eco-solvent, latex and UV printers and on plotters. Air-release adhesive and conformable grades make vehicle wraps and application over rivets and curves faster and more forgiving.",
    ],
  },
  "quality.design.flooring": {
    title: "Floors for every space",
    paragraphs: [
      "HFLOR resilient flooring covers luxury vinyl tile, looselay, SPC rigid core, homogeneous and heterogeneous sheet and specialty floors. Wood, stone and abstract designs in coordinated colours let homes, schools, hospitals and offices each find the right floor.",
    ],
  },
  "quality.performance.flooring": {
    title: "Comfortable and resilient",
    paragraphs: [
      "A protective surface layer guards HFLOR against scuffs, stains and heavy foot traffic, while the resilient construction is quieter and warmer underfoot than hard floors. Regular cleaning keeps it looking good for years.",
    ],
  },
  "quality.fabrication.flooring": {
    title: "Installed quickly",
    paragraphs: [
      "Click, looselay and glue-down systems suit every subfloor and timetable. Looselay and click floors can be walked on as soon as they are laid, and sheet floors can be heat-welded into a seamless, hygienic surface.",
    ],
  },
  "quality.sustainability": {
    title: "Made to last",
    paragraphs: [
      "Durable surfaces save resources: every year a surface stays in use is a year it is not replaced. We design our materials for long lives, easy care and, where the product allows, recycled content.",
    ],
  },
  "certification.environment": {
    title: "Independently verified",
    paragraphs: [
      "Our products are tested by independent bodies for emissions of volatile organic compounds and hold the indoor air quality labels of the markets where they are sold. Environmental product declarations provide data for green building rating systems such as LEED and BREEAM.",
    ],
  },
  "certification.fireRating": {
    title: "Fire classification",
    paragraphs: [
      "The products are tested for reaction to fire under EN 13501-1 and the national standards of the markets where they are used. The classification of each product is stated in its technical data sheet and certificates.",
    ],
  },
  "certification.hygiene": {
    title: "Easy to keep clean",
    paragraphs: [
      "A closed, non-porous surface gives dirt and bacteria nowhere to settle and is cleaned with ordinary detergents. This makes the material a sound choice for kitchens, healthcare and other spaces where hygiene matters.",
    ],
  },
  "certification.process": {
    title: "Certified processes",
    paragraphs: [
      "Our plants work to ISO 9001 for quality management and ISO 14001 for environmental management. Production is checked batch by batch, so the material delivered matches the material specified.",
    ],
  },
  "sustainability.commitment": {
    title: "Our commitment",
    paragraphs: [
      "We treat sustainability as part of how a material is designed, made and used. Since {greenhouseSince}, changes to our production have cut greenhouse gas emissions by {greenhouseTons} tons a year, and we keep reducing the energy, water and raw material our products need.",
    ],
  },
  "sustainability.materialSafety": {
    title: "Safe materials",
    paragraphs: [
      "Raw materials are selected and monitored under the European REACH regulation and the chemical safety rules of each market. Our products are made for homes, schools and hospitals, and they are tested for what they release into the air.",
    ],
  },
  "sustainability.manufacturing": {
    title: "Cleaner manufacturing",
    paragraphs: [
      "Our plants recover process heat, recycle water and return production scrap to the manufacturing cycle. Energy use and emissions are measured and reported every year.",
    ],
  },
  "sustainability.processing": {
    title: "Responsible fabrication",
    paragraphs: [
      "Fabrication guidelines help workshops capture cutting dust and water, reuse offcuts and keep waste to a minimum. Accurate planning of slabs and panels keeps the material bought close to the material installed.",
    ],
  },
  "sustainability.transport": {
    title: "Shorter journeys",
    paragraphs: [
      "Products ship from regional warehouses close to the projects that use them, in loads packed to use every pallet and container fully. Fewer, fuller shipments mean less fuel and fewer emissions.",
    ],
  },
};
