/** Landing intros, English: a tagline and one paragraph per category page. */
import type { Intros } from "../keys";

export const INTROS_EN: Intros = {
  "himacs.brand": {
    title: "Shape your space",
    paragraphs: ["HIMACS is an acrylic solid surface that can be formed, joined and finished into almost any shape, with no visible seams. Architects, designers and fabricators use it for kitchens, bathrooms, furniture, façades and public interiors around the world."],
  },
  "himacs.about.design": {
    title: "Design freedom",
    paragraphs: ["Thermoformed curves, invisible joints and colours that run through the whole sheet: discover how HIMACS lets designers shape surfaces instead of assembling them."],
  },
  "himacs.about.fabrication": {
    title: "The art of fabrication",
    paragraphs: ["HIMACS is cut, routed, bonded and thermoformed by trained fabricators using woodworking tools. See the techniques behind seamless counters, integrated sinks and sculpted walls."],
  },
  "himacs.about.quality": {
    title: "Quality that lasts",
    paragraphs: ["Non-porous, hygienic and renewable on site, HIMACS is made for decades of daily use, and every installation by a certified fabricator is backed by a {warrantyYears}-year transferable warranty."],
  },
  "himacs.about.certifications": {
    title: "Tested and certified",
    paragraphs: ["Fire safety, hygiene, indoor air quality and façade approvals: the independent certificates that let you specify HIMACS with confidence, from hospitals to building envelopes."],
  },
  "himacs.about.sustainability": {
    title: "Responsibly made",
    paragraphs: ["From raw material safety to cleaner plants and shorter transport, learn how we reduce the footprint of HIMACS, and why a surface that can be repaired for decades is a sustainable choice."],
  },
  "himacs.about.history": {
    title: "The story of HIMACS",
    paragraphs: ["HIMACS began as a better material for kitchen worktops and became a medium for architecture, shaping landmark façades, award-winning interiors and furniture by renowned designers. Discover how it has grown, project by project."],
  },
  "himacs.category": {
    title: "Solid surface in every colour",
    paragraphs: ["Explore the HIMACS collections, from pure Solids and marble-inspired Aurora and Marmo to translucent Lucent and weather-resistant Exteria, and find the colour for your next project."],
  },
  "viatera.category": {
    title: "Quartz, refined",
    paragraphs: ["VIATERA quartz surface brings the beauty of natural stone to kitchens and bathrooms with the consistency, strength and easy care that only an engineered surface can offer."],
  },
  "teracanto.category": {
    title: "Porcelain in large format",
    paragraphs: ["TERACANTO porcelain surface combines realistic stone, concrete and metal designs with resistance to heat, scratches and UV light, for worktops, walls and façades inside and out."],
  },
  "borte.category": {
    title: "Panels for complete interiors",
    paragraphs: ["BORTE decorative panels dress walls, doors and furniture in coordinated wood, stone and solid-colour finishes that are durable, stable and quick to install."],
  },
  "benif.category": {
    title: "Transform any interior",
    paragraphs: ["BENIF architectural film renews doors, walls and furniture with realistic wood, stone, metal and textile finishes, applied on site without demolition and with minimal disruption."],
  },
  "deco.category": {
    title: "Decoration made easy",
    paragraphs: ["Deco film gives furniture, cabinets and interior fittings a new surface in wood, solid colours and patterns: self-adhesive, easy to clean and simple to apply."],
  },
  "exterior.category": {
    title: "Finishes for the outdoors",
    paragraphs: ["Exterior film protects and renews window frames, doors and façade elements with weather-resistant wood, metal and solid-colour finishes that keep their colour in sun and rain."],
  },
  "vizuon.category": {
    title: "Sign and graphic film",
    paragraphs: ["VIZUON films carry brands and messages onto vehicles, signs, windows and buildings, with printable, cut and translucent grades for every application."],
  },
  "vizuon.category.vehicle": {
    title: "Vehicles and transportation",
    paragraphs: ["Wrap films for cars, buses, trucks and trains that conform to curves and recesses, hold their colour on the road and come away cleanly when the design changes."],
  },
  "vizuon.category.signs-and-displays": {
    title: "Signs and displays",
    paragraphs: ["Printable and cut films for signage, point-of-sale displays and exhibitions, with sharp print results and adhesives for short campaigns or long-term use."],
  },
  "vizuon.category.illuminated-sign": {
    title: "Illuminated signs",
    paragraphs: ["Translucent films that spread light evenly across light boxes and channel letters, keeping brand colours true by day and by night."],
  },
  "vizuon.category.architecture": {
    title: "Architecture",
    paragraphs: ["Films for glass and building surfaces that add privacy, decoration and wayfinding to offices, shops and public buildings without structural work."],
  },
  "vizuon.category.eco-solutions": {
    title: "Eco solutions",
    paragraphs: ["Graphic films made with fewer harmful substances and lower emissions, for brands that want their signage to reflect their environmental commitments."],
  },
  "vizuon.category.corporate-branding": {
    title: "Corporate branding",
    paragraphs: ["Colour-matched films that reproduce a corporate identity consistently across fleets, storefronts and offices, in every location."],
  },
  "vizuon.collection": {
    title: "VIZUON collection",
    paragraphs: ["Browse the films of this VIZUON collection and compare their finishes, adhesives and applications to find the right one for your project."],
  },
  "hflor.category.about": {
    title: "Resilient flooring",
    paragraphs: ["HFLOR floors combine natural-looking designs with comfort underfoot and resistance to heavy traffic, in types for homes, schools, hospitals, offices and sports halls."],
  },
  "hflor.category.lvt": {
    title: "Luxury vinyl tile",
    paragraphs: ["Luxury vinyl tiles and planks with authentic wood and stone designs, a protective surface and a warm, quiet feel underfoot, for residential and commercial spaces."],
  },
  "hflor.category.looselay": {
    title: "Looselay",
    paragraphs: ["Heavy, stable planks that lie flat without adhesive, so floors can be installed quickly, used at once and lifted again for access or replacement."],
  },
  "hflor.category.spc": {
    title: "SPC rigid core",
    paragraphs: ["Click planks with a rigid stone-polymer core that is dimensionally stable and water-resistant, for fast floating installation over existing floors."],
  },
  "hflor.category.homogeneous": {
    title: "Homogeneous sheet",
    paragraphs: ["Sheet flooring with the same composition through its whole thickness, for hospitals, laboratories and schools that need a durable, seamless and hygienic floor."],
  },
  "hflor.category.heterogeneous": {
    title: "Heterogeneous sheet",
    paragraphs: ["Layered sheet flooring with a printed design under a clear wear layer, combining varied looks with the robustness demanded by public buildings."],
  },
  "hflor.category.specialty": {
    title: "Specialty flooring",
    paragraphs: ["Floors for particular demands, from sports halls to conductive and acoustic applications, engineered for the performance each space requires."],
  },
  "hflor.collection": {
    title: "HFLOR collection",
    paragraphs: ["Browse the designs of this HFLOR collection and compare their colours, formats and construction to find the floor for your project."],
  },
};
