"""Bookings, certificates and CCTV flue inspections for a chimney sweep business.

The public booking and certificate pages are old CGI scripts; the office
system is a small WSGI application in this package.
"""
