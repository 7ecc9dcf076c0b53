from django.conf.urls import include, url
from django.contrib import admin

from catalog import views as catalog_views
from accounts import views as account_views
from orders import payments, reports, views as order_views

urlpatterns = [
    url(r'^admin/', include(admin.site.urls)),
    url(r'^$', catalog_views.home, name='home'),
    url(r'^search/$', catalog_views.product_search, name='search'),
    url(r'^c/(?P<slug>[-\w]+)/$', catalog_views.category_listing, name='category'),
    url(r'^p/(?P<pk>\d+)/$', catalog_views.product_detail, name='product'),
    url(r'^account/login/$', account_views.login_view, name='login'),
    url(r'^account/logout/$', account_views.logout_view, name='logout'),
    url(r'^account/reset/$', account_views.request_reset, name='reset'),
    url(r'^cart/add/$', order_views.add_to_cart, name='cart-add'),
    url(r'^cart/$', order_views.show_cart, name='cart'),
    url(r'^orders/(?P<pk>\d+)/invoice/$', order_views.invoice_pdf, name='invoice'),
    url(r'^orders/export/$', order_views.download_export, name='export'),
    url(r'^orders/(?P<pk>\d+)/pay/$', payments.start_payment, name='pay'),
    url(r'^pay/return/$', payments.payment_return, name='pay-return'),
    url(r'^pay/notify/$', payments.gateway_notify, name='pay-notify'),
    url(r'^staff/orders/$', reports.orders_by_status, name='staff-orders'),
]
