from . import attachments, auth, tickets, webhooks

__all__ = ["attachments", "auth", "tickets", "webhooks"]
