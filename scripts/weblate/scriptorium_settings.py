# Minimal Django settings for the conformance stage's throwaway Weblate on loopback. Everything the stage
# varies comes from the environment (set by scripts/weblate/server.ts): the data directory, the database
# port and socket directory. Built on Weblate's own example settings so every app and middleware the
# release expects is present; only what a local, single-process test server needs is changed.
import os

from weblate.settings_example import *  # noqa: F403

DEBUG = False
SITE_DOMAIN = os.environ.get("SCRIPTORIUM_WL_SITE", "127.0.0.1")
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
ENABLE_HTTPS = False
SITE_URL = f"http://{SITE_DOMAIN}"
OTP_WEBAUTHN_RP_ID = SITE_DOMAIN
OTP_WEBAUTHN_ALLOWED_ORIGINS = [SITE_URL]
# WebAuthn wants https; this server only answers the API on loopback. Optional machinery is not installed.
SILENCED_SYSTEM_CHECKS = [*SILENCED_SYSTEM_CHECKS, "otp_webauthn.E010", "otp_webauthn.E031", "weblate.W039"]  # noqa: F405
SESSION_COOKIE_SECURE = False
CSRF_COOKIE_SECURE = False
SECRET_KEY = "scriptorium-conformance-only-not-secret-0123456789abcdef"  # noqa: S105

DATA_DIR = os.environ["SCRIPTORIUM_WL_DATA"]
CACHE_DIR = os.path.join(DATA_DIR, "cache")
STATIC_ROOT = os.path.join(CACHE_DIR, "static")
MEDIA_ROOT = os.path.join(DATA_DIR, "media")

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "weblate",
        "USER": "weblate",
        "PASSWORD": "",
        "HOST": os.environ["SCRIPTORIUM_WL_PGHOST"],
        "PORT": os.environ["SCRIPTORIUM_WL_PGPORT"],
        "ATOMIC_REQUESTS": True,
        "CONN_MAX_AGE": 0,
    }
}

# No Redis: a per-process cache is enough for one runserver process. The avatar cache is Weblate's own.
CACHES = {
    "default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "default"},
    "avatar": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "avatar"},
}

# Tasks run inside the request (no worker, no broker).
CELERY_TASK_ALWAYS_EAGER = True
CELERY_BROKER_URL = "memory://"
CELERY_RESULT_BACKEND = None
CELERY_TASK_EAGER_PROPAGATES = True


# No mail, no outside services, no throttling of the suite (its bad-token checks are anonymous).
EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
ENABLE_AVATARS = False
ENABLE_SHARING = False
# 5.10 takes the throttle rates as arguments; 2026.x reads them from API_RATELIMIT_* settings instead.
API_RATELIMIT_ANON = API_RATELIMIT_USER = "100000/hour"
try:
    REST_FRAMEWORK = get_drf_settings(require_login=False, anon_throttle="100000/hour", user_throttle="100000/hour")  # noqa: F405
except TypeError:
    REST_FRAMEWORK = get_drf_settings(require_login=False)  # noqa: F405
COMPRESS_OFFLINE = False
COMPRESS_ENABLED = False
