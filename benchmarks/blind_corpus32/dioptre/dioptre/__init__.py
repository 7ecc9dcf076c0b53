"""Appointments, prescriptions, frames and scans for an independent optician."""
