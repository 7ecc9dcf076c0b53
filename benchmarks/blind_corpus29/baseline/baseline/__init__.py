"""Court bookings, the singles ladder and coaching for Elm Park Lawn Tennis Club."""
