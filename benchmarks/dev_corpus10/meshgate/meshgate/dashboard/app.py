import os

from starlette.applications import Starlette
from starlette.routing import Route

from . import views

routes = [
    Route("/", views.overview),
    Route("/devices/{device_id}", views.device),
    Route("/rooms", views.room),
    Route("/telemetry/latest", views.latest),
    Route("/firmware", views.upload_firmware, methods=["POST"]),
    Route("/firmware/{name}", views.firmware_file),
    Route("/pair", views.pair, methods=["POST"]),
    Route("/login", views.login, methods=["POST"]),
]

app = Starlette(debug=os.getenv("MESHGATE_DEBUG") == "1", routes=routes)

if __name__ == "__main__":
    import uvicorn

    uvicorn.run(app, host="0.0.0.0", port=8088)
