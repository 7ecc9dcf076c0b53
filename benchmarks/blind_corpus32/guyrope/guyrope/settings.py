import os

DEBUG = os.environ.get("GUYROPE_DEBUG", "false").lower() == "true"
DATABASE = os.environ.get("GUYROPE_DB", "/srv/guyrope/guyrope.sqlite3")
PLAN_DIR = "/srv/guyrope/site-plans"
PRINT_QUEUE = "site-office"
LDAP_URL = "ldap://crew.guyrope-marquees.local"
LDAP_BASE = "ou=crew,dc=guyrope-marquees,dc=local"
FORECAST_API = "https://api.weather-provider.example.com/v2/forecast"

SESSION_SECRET = b"g7!Qm2#vR9xT4$kP8wZ1@nC6^bL3&hD0"
PAYMENT_API_KEY = os.environ["GUYROPE_PAYMENT_KEY"]
