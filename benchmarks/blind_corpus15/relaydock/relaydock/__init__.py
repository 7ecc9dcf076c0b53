"""relaydock - build relay: a line-protocol front door plus Celery/Redis workers."""
__version__ = "3.2.0"
