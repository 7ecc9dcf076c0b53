from django.contrib import admin

from tickets.models import Ticket, ApiToken

admin.site.register(Ticket)
admin.site.register(ApiToken)
