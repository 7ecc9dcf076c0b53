"""Marionette: shows, props and school bookings for a small puppet theatre."""
