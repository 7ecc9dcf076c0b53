"""Convenience launcher; staff also use it on the till PC in the cafe."""
import uvicorn
from starlette.applications import Starlette

from .routes import routes

app = Starlette(debug=True, routes=routes)

if __name__ == "__main__":
    uvicorn.run(app, host="0.0.0.0", port=8080)
