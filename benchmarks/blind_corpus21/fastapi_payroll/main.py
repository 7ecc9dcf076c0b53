"""Payroll export API.

The public app is what HR systems talk to; the admin app is mounted under
/admin for the payroll team and was split out in 2022.
"""
import uvicorn
from fastapi import FastAPI

from payroll.config import settings
from payroll.routers import auth, employees, exports, webhooks

app = FastAPI(title="Payroll Export", debug=settings.debug)
app.include_router(employees.router, prefix="/employees")
app.include_router(exports.router, prefix="/exports")
app.include_router(auth.router, prefix="/auth")
app.include_router(webhooks.router, prefix="/webhooks")

admin_app = FastAPI(title="Payroll admin", debug=True)
admin_app.include_router(exports.admin_router)
app.mount("/admin", admin_app)


if __name__ == "__main__":
    uvicorn.run("main:app", host="127.0.0.1", port=8300, reload=False)
