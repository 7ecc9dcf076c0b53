from .attachments import AttachmentView, ExportView
from .tickets import TicketDetailView, TicketListView


def register_views(app):
    app.add_url_rule("/tickets", view_func=TicketListView.as_view("tickets_list"))
    app.add_url_rule("/tickets/<int:ticket_id>", view_func=TicketDetailView.as_view("ticket_detail"))
    app.add_url_rule("/tickets/<int:ticket_id>/attachments", view_func=AttachmentView.as_view("attachments"))
    app.add_url_rule("/exports", view_func=ExportView.as_view("exports"))
