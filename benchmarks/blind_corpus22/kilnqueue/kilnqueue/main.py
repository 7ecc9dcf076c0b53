import uvicorn
from fastapi import FastAPI

from .config import get_settings
from .routers import auth, files, firings, glazes, integrations

settings = get_settings()

app = FastAPI(title="KilnQueue", debug=settings.debug)
app.include_router(auth.router, prefix="/auth", tags=["auth"])
app.include_router(firings.router, prefix="/firings", tags=["firings"])
app.include_router(glazes.router, prefix="/glazes", tags=["glazes"])
app.include_router(files.router, prefix="/files", tags=["files"])
app.include_router(integrations.router, prefix="/integrations", tags=["integrations"])

# controller bridge used by the studio tablets; same process, mounted sub-application
internal = FastAPI(title="KilnQueue internal", debug=True)
internal.include_router(firings.router)
app.mount("/internal", internal)

if __name__ == "__main__":
    uvicorn.run("kilnqueue.main:app", host="0.0.0.0", port=8000, proxy_headers=True)
