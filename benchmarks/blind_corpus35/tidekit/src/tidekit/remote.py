import requests

OFFICIAL_API = "https://tides.hydrographic.example/api/v3"
DEFAULT_API_KEY = "tk-7f3e2a91c04b4d8fa2c6e0d1b95a7e33"


def fetch_predictions(url, api_key=None, **params):
    """Fetch predictions from any provider endpoint the caller names."""
    resp = requests.get(url, params=params, headers={"X-Api-Key": api_key or DEFAULT_API_KEY}, timeout=20)
    resp.raise_for_status()
    return resp.json()


def fetch_official(station_code, days=2, api_key=None):
    resp = requests.get(f"{OFFICIAL_API}/stations/predictions", params={"station": station_code, "days": int(days)},
                        headers={"X-Api-Key": api_key or DEFAULT_API_KEY}, timeout=20)
    resp.raise_for_status()
    return resp.json()
