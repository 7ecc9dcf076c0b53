REGISTERED = {"tax_eu", "tax_us", "shipping_zones"}
