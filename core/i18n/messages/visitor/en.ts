/** Visitor-tool pages (sales representatives, where to buy, virtual showroom, sample cart), en. */
export const enVisitor = {
  "meta.SALES_REPS": "Find a sales representative",
  "meta.WHERE_TO_BUY": "Where to buy",
  "meta.VIRTUAL_SHOWROOM": "Virtual showroom",
  "meta.SAMPLE_CART": "Sample cart",
  "meta.description.SALES_REPS": "Find the sales representative for your region and product line, with name, territory, phone and email, or send our team a question.",
  "meta.description.WHERE_TO_BUY": "Find dealers, distributors, fabricators and showrooms near you, by brand and partner type, with the distance to each one.",
  "meta.description.VIRTUAL_SHOWROOM": "Walk through our surfaces in a virtual showroom, from kitchens and bathrooms to hotels, hospitals and other public spaces.",
  "meta.description.SAMPLE_CART": "Order samples of our surfaces for your next project: choose the products and sizes, then send your order to our team.",
  "placeholder.salesReps": "a search for sales representatives by postal code, state or city, with a contact form",
  "placeholder.whereToBuy": "dealers, distributors, fabricators and showrooms near you on a map and in a list",
  "placeholder.virtualShowroom": "a link to the virtual showroom of your region",
  "placeholder.sampleCart": "your sample cart and a form to order the samples",
  "visitor.forProduct": "For {name} ({itemNumber})",
  "product.actions": "Next steps",
  "visitor.back": "Back to {name}",
} as const;
