from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse
from starlette.middleware.sessions import SessionMiddleware

from .core.config import get_settings
from .routers import auth, forms, public

settings = get_settings()

app = FastAPI(title="quotaform", version="3.1.0", debug=True)
app.add_middleware(SessionMiddleware, secret_key=settings.secret_key, session_cookie="qf_session", https_only=False, same_site="lax")

app.include_router(auth.router)
app.include_router(forms.router)
app.include_router(public.router)


@app.exception_handler(public.FormNotFound)
async def form_not_found(request: Request, exc: public.FormNotFound):
    return HTMLResponse(f"<h1>Form not found</h1><p>Nothing is published at <code>{exc.slug}</code>.</p>", status_code=404)


@app.get("/healthz")
def healthz():
    return {"status": "ok"}
