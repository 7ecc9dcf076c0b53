"""Bookings and game-master console for Lockstep Escape Rooms."""
