"""Stock, listening stations and trade-ins for Crateside Records."""
