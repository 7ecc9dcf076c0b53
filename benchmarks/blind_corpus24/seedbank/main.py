from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware

from seedbank.config import get_settings
from seedbank.routers import auth, donors, media, seeds


def create_app() -> FastAPI:
    cfg = get_settings()
    app = FastAPI(title="Commons Seed Library", version="0.9.2", debug=cfg.debug)
    app.add_middleware(CORSMiddleware, allow_origins=cfg.cors_origins, allow_methods=["GET", "POST"])
    app.include_router(seeds.router, prefix="/seeds", tags=["seeds"])
    app.include_router(donors.router, prefix="/donors", tags=["donors"])
    app.include_router(media.router, prefix="/media", tags=["media"])
    app.include_router(auth.router, prefix="/auth", tags=["auth"])

    @app.get("/healthz")
    async def healthz():
        return {"ok": True}

    return app


app = create_app()

if __name__ == "__main__":
    import uvicorn

    dev = FastAPI(title="seedbank-dev", debug=True)
    dev.mount("/", app)
    uvicorn.run(dev, host="0.0.0.0", port=8040)
