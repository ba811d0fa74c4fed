import type { GuideWording } from "./wording";

/** English advice of the seed catalogue's guides. */
export const en: GuideWording = {
  materials: {
    surface: {
      applications: "Kitchen worktops, vanity tops, wall cladding, furniture, reception desks and hospitality interiors.",
      installation: {
        before:
          "Read this guide completely before starting. Check every sheet or slab for colour, batch number and visible defects before cutting: claims for visible defects are not accepted once the material has been fabricated or installed.",
        steps: [
          "Acclimatise the material in the room where it will be installed, stored flat at 15–30 °C for at least 24 hours.",
          "Check the base: cabinets and supports must be rigid, dry and level to within 3 mm over 3 m, with supports at intervals of no more than 600 mm.",
          "Dry-fit the pieces and mark cut-outs. Give internal corners of cut-outs a radius of at least 5 mm.",
          "Cut with carbide-tipped or diamond tools, then sand all cut edges smooth to remove notches.",
          "Bond joints with the recommended adhesive in a matching colour and clamp them until the adhesive has cured.",
          "Leave an expansion gap of at least 3 mm at walls, and protect the material near cooktops with heat-reflective tape.",
          "Sand and finish the joints to match the surface, clean the installation and hand the care guide to the user.",
        ],
      },
      care: {
        daily: [
          "Wipe with a soft cloth or sponge and warm water with a mild detergent, then rinse and dry.",
          "Remove spills promptly, especially coloured liquids such as wine, coffee, oil or fruit juice.",
          "Use chopping boards and trivets: do not cut directly on the surface or put hot pans on it.",
        ],
        stains: [
          "Use a non-abrasive cream cleaner with a damp cloth in circular movements, then rinse with clean water.",
          "Remove limescale with a diluted vinegar solution or a mild descaler, then rinse thoroughly.",
        ],
        avoid: [
          "Strong acids, solvents, paint strippers, oven cleaners and products containing methylene chloride.",
          "Scouring powders and abrasive pads on polished and gloss finishes.",
        ],
      },
      fabrication: {
        storage: "Store sheets and slabs flat on a level, full-surface support or upright on A-frames, indoors and dry. Lift and carry pieces on edge.",
        guidelines: [
          "Use carbide-tipped or diamond tools, keep them sharp and keep feed rates steady to avoid chipping.",
          "Give every cut-out internal corners with a radius of at least 5 mm and reinforce the material around sinks and cooktops.",
          "Make seams with the recommended joint adhesive in a matching colour, clamp until cured and sand flush.",
          "Profile edges with router bits, then sand through successively finer grits until the edge matches the surface finish.",
          "Support overhangs of more than 300 mm with brackets or a substructure.",
        ],
      },
    },
    film: {
      applications: "Furniture, doors, wall panels, fixtures and architectural elements in residential and commercial interiors.",
      installation: {
        before:
          "Read this guide completely before starting. Check the film for colour, batch number and visible defects before application: claims for visible defects are not accepted once the film has been applied.",
        steps: [
          "Acclimatise the film and the substrate at 15–30 °C for at least 24 hours.",
          "Prepare the substrate: it must be clean, dry, smooth and free from dust, grease and silicone. Prime porous substrates.",
          "Cut the film with an allowance of about 50 mm on every side and remove the liner progressively.",
          "Apply with a felt-edged squeegee from the centre outwards, using overlapping strokes to avoid trapped air.",
          "Heat the film over edges and curves with a heat gun, then post-heat formed areas so that they keep their shape.",
          "Trim with a sharp blade and seal exposed edges where the surface is exposed to moisture or weather.",
          "Inspect the finished surface and do not clean it for 48 hours.",
        ],
      },
      care: {
        daily: [
          "Wipe with a soft, damp cloth and a neutral cleaner, then dry with a clean cloth.",
          "Remove fingerprints and light soiling with a diluted glass cleaner.",
          "Keep hot appliances away from filmed surfaces and avoid sharp objects.",
        ],
        stains: ["Use isopropyl alcohol diluted with water on a soft cloth, test it first on a hidden area, then wipe with clean water."],
        avoid: ["Solvents such as acetone or thinners, and abrasive cleaners or pads.", "Steam cleaners and high-pressure water jets."],
      },
      fabrication: {
        storage:
          "Store rolls horizontally in their original packaging at 15–25 °C and 30–60 % relative humidity, away from direct sunlight. Use within 12 months.",
        guidelines: [
          "Panels to be wrapped need edges rounded to a radius of at least 1 mm; sharp edges can split the film.",
          "For membrane pressing and profile wrapping, follow the temperature and adhesive settings agreed with the adhesive supplier.",
          "Wrap the film at least 10 mm around edges and post-heat the formed areas.",
          "Make joints with an overlap of 5–10 mm or as a double-cut butt joint.",
        ],
      },
    },
    flooring: {
      applications: "Residential, retail, hospitality, healthcare and education spaces.",
      installation: {
        before:
          "Read this guide completely before starting. Check every carton for colour, batch number and visible defects before installation: claims for visible defects are not accepted once the flooring has been laid.",
        steps: [
          "Acclimatise the unopened cartons in the room for at least 24 hours at 18–27 °C.",
          "Prepare the subfloor: clean, dry, sound and flat to within 3 mm over 2 m. Check residual moisture before installation.",
          "Set out the layout from the centre of the room and mix planks or tiles from several cartons.",
          "Install with the recommended adhesive and notched trowel, or lock the panels together for click installations.",
          "Roll glue-down installations with a 50 kg roller within the open time of the adhesive.",
          "Leave expansion gaps of 5–8 mm at walls and fixed objects for floating installations.",
          "Protect the floor from heavy traffic for 24 hours and carry out the first cleaning after 48 hours.",
        ],
      },
      care: {
        daily: [
          "Sweep or vacuum regularly to remove grit, which acts as an abrasive.",
          "Damp-mop with a pH-neutral floor cleaner; avoid standing water.",
          "Place entrance mats at doors and felt pads under furniture legs.",
        ],
        stains: ["Treat stains with a suitable neutral cleaner and a soft pad. Remove rubber marks with a little white spirit on a cloth."],
        avoid: ["Rubber-backed mats, which can stain the floor permanently.", "Wax, oil-based polishes and steam cleaners."],
      },
      fabrication: {
        storage: "Store cartons flat and no more than five high, indoors at 15–30 °C, away from direct sunlight and heat sources.",
        guidelines: [
          "Cut tiles and planks by scoring with a utility knife and snapping; use a wall trimmer for sheet material.",
          "Groove sheet seams and heat-weld them with a matching welding rod; trim the rod flush in two passes once it has cooled.",
          "Form coves and skirtings with a cove former and reinforce internal corners.",
          "Undercut door frames instead of scribing the flooring around them.",
          "On underfloor heating, keep the surface temperature of the floor below 27 °C.",
        ],
      },
    },
  },
  finishCare: {
    polished: [
      "Use a soft microfibre cloth to keep the gloss even; remove streaks with a diluted glass cleaner.",
      "Do not use abrasive cleaners or pads, which dull the polished surface.",
    ],
    brushed: [
      "Clean along the direction of the brushing pattern with a soft cloth or a soft brush, never across it.",
      "Light marks can be blended out by rubbing gently along the grain with a fine non-woven pad; avoid polishing creams, which change the sheen locally.",
    ],
    leather: [
      "The textured leather finish hides marks; clean the recesses with a soft brush and a mild detergent.",
      "Rinse well so that no cleaner residue remains in the texture.",
    ],
    "velvet-touch": [
      "Clean with a damp microfibre cloth and a mild detergent, then dry.",
      "Avoid oily, wax-based or abrasive products, which change the soft-touch feel.",
    ],
    matte: [
      "Matte surfaces can show marks from metal objects: remove them with a damp melamine sponge and light, even pressure.",
      "Avoid oily or wax-based products, which leave shiny patches.",
    ],
    gloss: [
      "Use a soft microfibre cloth to keep the gloss even; remove streaks with a diluted glass cleaner.",
      "Do not use abrasive cleaners or pads, which dull the gloss.",
    ],
  },
  thermoforming: [
    "Heat the sheet evenly on both sides to 150–175 °C in an oven or between heating plates.",
    "Form it in a mould with vacuum or mechanical pressure and let it cool in the mould under pressure.",
    "Keep forming radii within the limits published for the sheet thickness.",
  ],
  warrantyTerms: [
    "Covers manufacturing defects in the material when it is installed, used and maintained in line with our current guidelines.",
    "Installation must be carried out by a qualified professional following the installation guide for this product.",
    "Excluded are damage from improper installation, misuse, impact, excessive heat or aggressive chemicals, normal wear, and colour or pattern variations within published tolerances.",
    "At our discretion, defective material is repaired or replaced with the same or a comparable product.",
    "Claims must be made in writing within 30 days of discovering the defect, with proof of purchase, the item number and photographs.",
    "This summary does not affect your statutory rights. The full warranty conditions for your country apply.",
  ],
};
