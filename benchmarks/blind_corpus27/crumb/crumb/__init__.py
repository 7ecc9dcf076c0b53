"""Crumb: order desk for an artisan bakery (shop counter, wholesale cafes, labels)."""
