import os


class Default:
    SECRET_KEY = os.environ.get("VERDANT_SECRET_KEY")
    DATABASE = "/var/lib/verdant/verdant.db"
    DEBUG = False
    SESSION_COOKIE_SECURE = True
    SESSION_COOKIE_HTTPONLY = True
    WEATHER_URL = "https://api.open-meteo.com/v1/forecast"
    UPLOAD_DIR = "/var/lib/verdant/uploads"
    VALVE_CTL = "/usr/local/bin/valvectl"


class Bench(Default):
    """Settings for the potting-bench tablet, which talks to the site over plain wifi."""
    SECRET_KEY = "verdant-bench-7731-cucumber"
    DEBUG = True
