from django.conf import settings
from django.contrib import auth
from django.contrib.auth.models import User
from django.core.mail import send_mail
from django.http import HttpResponseRedirect
from django.shortcuts import render, redirect
from django.utils.http import is_safe_url

from accounts.tokens import make_reset_token


def login_view(request):
    next_url = request.POST.get('next') or request.GET.get('next') or '/'
    if request.method == 'POST':
        user = auth.authenticate(username=request.POST.get('username'),
                                 password=request.POST.get('password'))
        if user is not None and user.is_active:
            auth.login(request, user)
            response = HttpResponseRedirect(next_url)
            if request.POST.get('remember'):
                response.set_cookie('shop_remember', request.session.session_key,
                                    max_age=30 * 24 * 3600)
            return response
        return render(request, 'accounts/login.html', {'error': True, 'next': next_url})
    return render(request, 'accounts/login.html', {'next': next_url})


def logout_view(request):
    auth.logout(request)
    target = request.GET.get('next', '/')
    if not is_safe_url(url=target, host=request.get_host()):
        target = '/'
    response = redirect(target)
    response.set_cookie('shop_lang', request.LANGUAGE_CODE, max_age=365 * 24 * 3600,
                        secure=True, httponly=True)
    response.delete_cookie('shop_remember')
    return response


def request_reset(request):
    if request.method == 'POST':
        email = request.POST.get('email', '')
        for user in User.objects.filter(email__iexact=email):
            token = make_reset_token(user)
            link = request.build_absolute_uri('/account/reset/confirm/%s/' % token)
            send_mail('Reinitialisation du mot de passe', link,
                      settings.DEFAULT_FROM_EMAIL, [user.email])
        return redirect('login')
    return render(request, 'accounts/reset.html')
