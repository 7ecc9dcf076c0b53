"""mod_wsgi entry point for the back-office system."""
from office.app import OfficeApp

application = OfficeApp()
