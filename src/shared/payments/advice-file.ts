/** A payment advice's PDF is named by the bill it settles and the payment's number, wherever it goes (mail, shared link). */
export const adviceFileName = (billId: string, paymentId: number) =>
  `PaymentAdvice-${billId}-${paymentId}.pdf`;
