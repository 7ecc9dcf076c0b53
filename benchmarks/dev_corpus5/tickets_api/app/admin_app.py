from fastapi import FastAPI

from app.routers import automation

admin = FastAPI(title="tickets-admin", debug=True, docs_url="/docs", openapi_url="/openapi.json")
admin.include_router(automation.router)


@admin.get("/health")
async def health():
    return {"ok": True}
