"""Back office for Lint Roll dry cleaners: tickets, staff, garments and reports."""
