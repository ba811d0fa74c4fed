import type { IndustrialCopySet } from "./types";

/** English copy: the fallback of every language without its own. */
export const EN: IndustrialCopySet = {
  "automotive.skin": {
    intro: [
      "Our vegan leather gives seats, doors and dashboards the look and hand of fine leather without a single animal product. It is calendered and embossed in-house, so grain, shade and softness stay the same from the first roll to the last.",
      "Two lines carry recycled content: {recycledMin} by weight in the premium line and {recycledMax} in the eco line, where recycled PET fabric replaces virgin backing. Both meet the low-emission limits car makers set for the cabin.",
    ],
    applications: [
      { name: "Seats", text: "Hard-wearing surfaces that keep their grain through years of getting in and out." },
      { name: "Door trims and armrests", text: "Soft-touch skins that wrap tight radii without creasing." },
      { name: "Instrument panels", text: "Low-gloss grains that keep reflections off the windscreen." },
      { name: "Headliners and pillars", text: "Light suede-touch textiles for a calm, quiet cabin." },
    ],
  },
  "automotive.lightweight": {
    intro: [
      "Thermoplastics reinforced with long and continuous glass strands replace steel where a car carries load. A seat back or battery housing formed in one shot weighs up to {cutMax} less than the welded steel part it replaces, with the stiffness to pass the same crash tests.",
      "The glass content is tuned to the part: {fibreMin} by weight for complex shapes that must flow into every corner of the tool, {fibreMax} where stiffness matters most. The matrix is polypropylene, recyclable at the end of the vehicle's life.",
    ],
    applications: [
      { name: "Seat backs", text: "Thin-walled shells that save weight and give rear passengers room." },
      { name: "Battery housings", text: "Stiff, corrosion-free enclosures for electric platforms." },
      { name: "Underbody shields", text: "Impact-resistant panels that smooth the airflow under the car." },
      { name: "Door modules", text: "Carriers that take windows, speakers and locks in one part." },
    ],
  },
  "automotive.component": {
    intro: [
      "Interior trims and exterior parts come ready to fit, their decoration formed in the tool rather than painted on. Metal, wood and solid looks are laminated or decorated in the tool, so the surface survives sunlight, cleaning and daily use.",
      "Injection-formed parts replace heavier assemblies: trims and exterior parts weigh {cutMin} to {cutMax} less than the parts they replace, which counts towards range and emissions.",
    ],
    applications: [
      { name: "Consoles and dashboard inserts", text: "Brushed metal and open-pore wood looks with no real metal or veneer." },
      { name: "Door trims", text: "Decorated panels that match the seats and the dashboard." },
      { name: "Grilles and mirror caps", text: "UV-stable gloss and satin finishes without a paint shop." },
      { name: "Pillar trims and roof rails", text: "Weather-resistant compounds that keep their shade outdoors." },
    ],
  },
  "appliance.film": {
    intro: [
      "Home appliance surface film turns plain steel into the face of a refrigerator, a washing machine or an oven. The film is laminated onto coil steel before it is formed, so every panel leaves the press finished: no painting, no waste.",
      "PET and PVC films bring metal, glass, stone and textile looks, soft matte and high gloss, with grades that resist fingerprints or stretch into deep forms.",
    ],
    applications: [
      { name: "Refrigerators", text: "Doors in brushed metal, glass or solid shades that stay free of fingerprints." },
      { name: "Washing machines and dishwashers", text: "Fronts that resist detergents, steam and scratches." },
      { name: "Ovens", text: "Heat-resistant laminates for side panels and doors." },
      { name: "Air conditioners", text: "Indoor units that match the room rather than the machine." },
    ],
  },
};
