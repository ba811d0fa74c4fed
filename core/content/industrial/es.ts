import type { IndustrialCopySet } from "./types";

export const ES: IndustrialCopySet = {
  "automotive.skin": {
    intro: [
      "Nuestro cuero vegano da a asientos, puertas y salpicaderos el aspecto y el tacto de un cuero fino, sin ningún producto de origen animal. Se calandra y graba en nuestras plantas, para que grano, color y suavidad sean iguales del primer al último metro.",
      "Dos líneas llevan contenido reciclado: {recycledMin} en peso en la línea premium y {recycledMax} en la línea eco, donde un tejido de PET reciclado sustituye al soporte virgen. Ambas cumplen los límites de emisiones que los fabricantes exigen en el habitáculo.",
    ],
    applications: [
      { name: "Asientos", text: "Superficies resistentes que conservan su grano durante años." },
      { name: "Paneles de puerta y reposabrazos", text: "Pieles de tacto suave que envuelven radios estrechos sin arrugas." },
      { name: "Salpicaderos", text: "Granos mates que evitan reflejos en el parabrisas." },
      { name: "Techos y pilares", text: "Textiles ligeros con tacto de ante para un habitáculo tranquilo." },
    ],
  },
  "automotive.lightweight": {
    intro: [
      "Los termoplásticos reforzados con fibra de vidrio larga o continua sustituyen al acero donde el coche soporta cargas. Un respaldo o una carcasa de batería moldeados de una vez pesan hasta un {cutMax} menos que la pieza de acero soldada, con la rigidez para superar los mismos ensayos de choque.",
      "El contenido de fibra se ajusta a la pieza: {fibreMin} en peso para formas complejas que deben llenar el molde, {fibreMax} donde más importa la rigidez. La matriz es polipropileno, reciclable al final de la vida del vehículo.",
    ],
    applications: [
      { name: "Respaldos", text: "Carcasas de pared fina que ahorran peso y dan espacio detrás." },
      { name: "Carcasas de batería", text: "Envolventes rígidas y sin corrosión para plataformas eléctricas." },
      { name: "Protecciones de bajos", text: "Paneles resistentes a impactos que alisan el flujo de aire." },
      { name: "Módulos de puerta", text: "Soportes para cristal, altavoz y cerradura en una sola pieza." },
    ],
  },
  "automotive.component": {
    intro: [
      "Molduras interiores y piezas exteriores llegan listas para montar, con la decoración moldeada en lugar de pintada. Los acabados metal, madera y liso se laminan o decoran en el molde y resisten sol, limpieza y uso diario.",
      "Las piezas moldeadas sustituyen conjuntos más pesados: molduras y piezas exteriores pesan entre un {cutMin} y un {cutMax} menos que las piezas que sustituyen, en favor de la autonomía y las emisiones.",
    ],
    applications: [
      { name: "Consolas centrales e insertos de salpicadero", text: "Aspecto de metal cepillado y madera de poro abierto sin metal ni chapa." },
      { name: "Paneles de puerta", text: "Paneles decorados a juego con asientos y salpicadero." },
      { name: "Parrillas y carcasas de retrovisor", text: "Acabados brillantes y satinados estables a los UV, sin pintura." },
      { name: "Molduras de pilar y barras de techo", text: "Compuestos resistentes a la intemperie que mantienen su color." },
    ],
  },
  "appliance.film": {
    intro: [
      "La lámina de superficie para electrodomésticos convierte el acero sencillo en el frente de un frigorífico, una lavadora o un horno. La lámina se lamina sobre acero en bobina antes del conformado: cada chapa sale de la prensa acabada, sin pintura ni residuos.",
      "Las láminas de PET y PVC ofrecen aspectos de metal, vidrio, piedra y textil, mate suave y alto brillo, con calidades antihuellas o de alta conformabilidad.",
    ],
    applications: [
      { name: "Frigoríficos", text: "Puertas en metal cepillado, vidrio o color sin huellas." },
      { name: "Lavadoras y lavavajillas", text: "Frentes que resisten detergentes, vapor y arañazos." },
      { name: "Hornos", text: "Laminados resistentes al calor para laterales y puertas." },
      { name: "Aires acondicionados", text: "Unidades interiores que combinan con la estancia y no con la máquina." },
    ],
  },
};
