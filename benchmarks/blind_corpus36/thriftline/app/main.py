from fastapi import FastAPI

from .config import get_settings
from .routers import accounts, admin, auth, documents, loans, statements

settings = get_settings()
app = FastAPI(title="Thriftline", debug=settings.debug)

app.include_router(auth.router)
app.include_router(accounts.router)
app.include_router(loans.router)
app.include_router(statements.router)
app.include_router(documents.router)
app.include_router(admin.router)
