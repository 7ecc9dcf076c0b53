import configparser
import os

settings = configparser.ConfigParser()
settings.read([os.path.join(os.path.dirname(__file__), "..", "recipes.ini"),
               "/etc/recipes/recipes.ini"])

COOKIE_SECRET = settings.get("web", "cookie_secret", fallback="rec1pe-b0x-cookie-k3y")
DB_PASSWORD = settings.get("db", "password", fallback=os.environ.get("RECIPES_DB_PASSWORD", ""))
UPLOAD_DIR = settings.get("web", "upload_dir", fallback="/tmp/recipes")
IMAGE_DIR = settings.get("web", "image_dir", fallback="/srv/recipes/images")
USDA_API = "https://api.nal.usda.gov/fdc/v1/foods/search"
