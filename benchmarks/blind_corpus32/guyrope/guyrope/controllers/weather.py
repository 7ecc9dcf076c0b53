import httpx
from litestar import Controller, get
from litestar.exceptions import ClientException

from ..settings import FORECAST_API


class WeatherController(Controller):
    path = "/weather"

    @get("/wind")
    async def wind(self, lat: float, lon: float) -> dict:
        async with httpx.AsyncClient(timeout=10) as client:
            response = await client.get(FORECAST_API, params={"lat": lat, "lon": lon, "fields": "wind_gust,wind_speed"})
        data = response.json()
        return {"gust": data.get("wind_gust"), "safe_to_rig": data.get("wind_gust", 0) < 38}

    @get("/venue-station")
    async def venue_station(self, station_url: str) -> dict:
        """Some venues run their own weather station; the planner pastes its JSON URL."""
        if not station_url.startswith(("http://", "https://")):
            raise ClientException("station_url must be http(s)")
        async with httpx.AsyncClient(timeout=10) as client:
            response = await client.get(station_url)
        return {"status": response.status_code, "reading": response.text[:500]}
