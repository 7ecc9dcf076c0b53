from litestar import Controller, MediaType, get, post
from litestar.di import Provide
from litestar.response import Response

from ..deps import provide_readings, provide_stations
from ..repository import ReadingRepository, StationRepository
from ..templating import render_page, render_snippet


class StationController(Controller):
    path = "/stations"
    dependencies = {"stations": Provide(provide_stations), "readings": Provide(provide_readings)}

    @get("/")
    async def list_stations(self, stations: StationRepository, sort: str = "name") -> list[dict]:
        return await stations.list(order_by=sort)

    @get("/{station_id:int}", media_type=MediaType.HTML)
    async def station_page(self, stations: StationRepository, readings: ReadingRepository,
                           station_id: int, hours: int = 24) -> str:
        station = await stations.get(station_id)
        return render_page("station.html", station=station, readings=await readings.window(station_id, hours))

    @get("/{station_id:int}/badge", media_type=MediaType.HTML)
    async def badge(self, stations: StationRepository, station_id: int, label: str = "") -> Response:
        station = await stations.get(station_id)
        body = f"<span class='badge'>{label or station['name']}</span>"
        return Response(body, media_type=MediaType.HTML)

    @post("/{station_id:int}/caption", media_type=MediaType.HTML)
    async def caption(self, stations: StationRepository, station_id: int, data: dict) -> str:
        station = await stations.get(station_id)
        return render_snippet(data.get("caption", "{{ station.name }}"), station=station)
