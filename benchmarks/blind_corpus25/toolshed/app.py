from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.routing import Mount, Route

from . import settings
from .endpoints import admin, loans, manuals, members, repairs, tools, webhooks
from .middleware import TimingMiddleware

admin_app = Starlette(debug=True, routes=[
    Route("/overdue", admin.overdue),
    Route("/stats", admin.stats),
])

routes = [
    Route("/tools", tools.list_tools),
    Route("/tools/search", tools.search_tools),
    Route("/tools/{tool_id:int}", tools.tool_page),
    Route("/tools/missing", tools.not_found_hint),
    Route("/loans", loans.create_loan, methods=["POST"]),
    Route("/loans/import", loans.import_loans, methods=["POST"]),
    Route("/loans/import-safe", loans.import_loans_safe, methods=["POST"]),
    Route("/loans/late-fee", loans.late_fee),
    Route("/loans/extend", loans.bulk_extend, methods=["POST"]),
    Route("/members/find", members.find_member),
    Route("/members/card/{card}", members.member_by_card),
    Route("/members/login", members.login, methods=["POST"]),
    Route("/members/branch", members.remember_branch),
    Route("/members/after-login", members.after_login),
    Route("/members/back", members.back_to),
    Route("/manuals/file", manuals.manual_file),
    Route("/manuals/pdf/{name}", manuals.manual_pdf),
    Route("/manuals/titles", manuals.manual_titles, methods=["POST"]),
    Route("/manuals/section", manuals.manual_section, methods=["POST"]),
    Route("/manuals/warnings", manuals.manual_warnings, methods=["POST"]),
    Route("/repairs/label", repairs.print_label, methods=["POST"]),
    Route("/repairs/engrave", repairs.engrave, methods=["POST"]),
    Route("/repairs/photo", repairs.repair_photo, methods=["POST"]),
    Route("/repairs/note", repairs.repair_note, methods=["POST"]),
    Route("/webhooks/test", webhooks.test_webhook, methods=["POST"]),
    Route("/webhooks", webhooks.register_webhook, methods=["POST"]),
    Mount("/admin", app=admin_app),
]

app = Starlette(debug=settings.DEBUG, routes=routes, middleware=[Middleware(TimingMiddleware)])
