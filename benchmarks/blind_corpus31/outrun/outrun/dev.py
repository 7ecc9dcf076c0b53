import uvicorn

from .app import routes
from starlette.applications import Starlette

dev_app = Starlette(debug=True, routes=routes)

if __name__ == "__main__":
    uvicorn.run(dev_app, host="0.0.0.0", port=8000)
