from fastapi import FastAPI

from .config import settings
from .routers import customers, imports, invoices, webhooks

app = FastAPI(title="Billing API", version="2.3.0", debug=settings.debug)

app.include_router(invoices.router, prefix="/invoices", tags=["invoices"])
app.include_router(customers.router, prefix="/customers", tags=["customers"])
app.include_router(webhooks.router, prefix="/webhooks", tags=["webhooks"])
app.include_router(imports.router, prefix="/imports", tags=["imports"])


@app.get("/healthz")
def healthz():
    return {"ok": True}
