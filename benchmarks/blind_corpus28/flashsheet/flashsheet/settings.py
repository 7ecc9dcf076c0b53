import configparser
import os

_parser = configparser.ConfigParser()
_parser.read(os.environ.get("FLASHSHEET_INI", "flashsheet.ini"))

STUDIO = _parser["studio"]
DIRECTORY = _parser["directory"]
SMS = _parser["sms"]

COOKIE_SECRET = "anchor-and-swallow-2019"
SMS_API_KEY = os.environ.get("FLASHSHEET_SMS_KEY", "")
WEBHOOK_SECRET = os.environ["FLASHSHEET_WEBHOOK_SECRET"] if "FLASHSHEET_WEBHOOK_SECRET" in os.environ else None
