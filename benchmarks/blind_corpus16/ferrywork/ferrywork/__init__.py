"""Ferrywork: booking back-office.  Kiosks talk to an asyncio control server,
which hands slow jobs to Celery workers."""
