"""Chip timing for the Riverside Harriers' race series.

Mat decoders, the finish-line laptop and the commentary box all speak a line protocol over TCP port 7007:
HELLO, READ, QUERY, NOTE, ENTRIES, SYNC, SET, ADMIN, RESUME. Any device on the race-day network can connect.
"""
