import os

RATING_API = "https://api.course-ratings.example/v2"
RATING_API_KEY = os.environ.get("FAIRWAY_RATING_KEY", "")
SHARED_PARTNER_KEY = "fw_partner_51c0e8a2b7d94f36a1e0c9b8d7f6e5a4"
