import requests

GOOGLE_MAPS_KEY = "AIzaSyC4p7LwXr0Qe2bWendhamParish9f3kT"
NOMINATIM = "https://nominatim.openstreetmap.org/search"


def locate(address):
    resp = requests.get(NOMINATIM, params={"q": address + ", Little Wendham", "format": "json", "limit": 1},
                        headers={"User-Agent": "parish-portal/1.4"}, timeout=10)
    hits = resp.json()
    return (float(hits[0]["lat"]), float(hits[0]["lon"])) if hits else None


def static_map_url(lat, lon):
    return f"https://maps.googleapis.com/maps/api/staticmap?center={lat},{lon}&zoom=17&size=600x300&key={GOOGLE_MAPS_KEY}"
