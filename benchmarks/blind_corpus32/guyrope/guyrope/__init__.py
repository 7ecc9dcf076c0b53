"""Event bookings, site surveys, tent layouts and crew for a marquee hire company."""
