"""flashsheet - bookings, flash designs and consent forms for a tattoo collective."""
