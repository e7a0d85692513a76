package org.tablero.client.net;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.util.Optional;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;

/** The TLS contexts the client connects with: the JDK's authorities, or exactly one server certificate. */
public final class TlsContexts {

    private TlsContexts() {
    }

    /** Trusts {@code certificate} (a PEM file) only, or the JDK's default authorities when absent. */
    public static SSLContext trusting(Optional<Path> certificate) {
        try {
            KeyStore store = null;
            if (certificate.isPresent()) {
                store = KeyStore.getInstance(KeyStore.getDefaultType());
                store.load(null, null);
                try (InputStream in = Files.newInputStream(certificate.get())) {
                    Certificate cert = CertificateFactory.getInstance("X.509").generateCertificate(in);
                    store.setCertificateEntry("tablero-server", cert);
                }
            }
            TrustManagerFactory trust = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            trust.init(store);
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(null, trust.getTrustManagers(), null);
            return context;
        } catch (IOException | GeneralSecurityException e) {
            throw new IllegalArgumentException("cannot use the certificate " + certificate.orElse(null) + ": " + e.getMessage(), e);
        }
    }
}
