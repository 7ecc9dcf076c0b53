"""Address and wind look-ups for the booking page."""
from urllib.parse import quote

import requests

from . import settings

POSTCODE_API = "https://api.postcodes-lookup.example.co.uk/v1/postcodes/"
WIND_API = "https://api.weather-provider.example.com/v2/forecast"


def addresses_for(postcode):
    clean = postcode.replace(" ", "").upper()[:8]
    response = requests.get(POSTCODE_API + quote(clean, safe=""), params={"key": settings.POSTCODE_API_KEY}, timeout=10)
    return response.json().get("addresses", [])


def wind_warning(lat, lon):
    response = requests.get(WIND_API, params={"lat": float(lat), "lon": float(lon), "fields": "wind_gust"}, timeout=10)
    gust = response.json().get("wind_gust", 0)
    return gust >= 45
