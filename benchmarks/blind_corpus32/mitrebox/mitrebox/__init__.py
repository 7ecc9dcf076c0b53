"""Bespoke framing orders for the Mitre Box framing workshop.

A small public web form takes quote requests, artwork and saved designs; the
Celery worker does the slow parts (fetching artwork, proofs, pricing, the
public gallery and moulding catalogue updates).
"""
